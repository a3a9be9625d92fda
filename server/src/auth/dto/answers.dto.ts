import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type LoginAnswer as LoginAnswerShape, type Role } from '@shop/shared';
import { MessageAnswer } from '../../common/api-docs';
import { PublicUserDto } from '../../users/dto/user.dto';
import { ShapeOf } from '../../common/shape-of';

class LoginPayload {
  @ApiProperty({ enum: ROLES }) role: Role;
}

@ShapeOf<LoginAnswerShape>()
export class LoginAnswer extends MessageAnswer {
  @ApiProperty() token: string;
  @ApiProperty({ type: PublicUserDto }) user: PublicUserDto;
  @ApiProperty({ type: LoginPayload }) payload: LoginPayload;
}
