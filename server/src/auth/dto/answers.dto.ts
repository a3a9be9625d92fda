import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type LoginAnswer as LoginAnswerShape, type Role } from '@shop/shared';
import { MessageAnswer } from '../../common/api-docs';
import { PublicUserDto } from '../../users/dto/user.dto';

class LoginPayload {
  @ApiProperty({ enum: ROLES }) role: Role;
}

export class LoginAnswer extends MessageAnswer implements LoginAnswerShape {
  @ApiProperty() token: string;
  @ApiProperty({ type: PublicUserDto }) user: PublicUserDto;
  @ApiProperty({ type: LoginPayload }) payload: LoginPayload;
}
