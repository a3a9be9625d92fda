import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ROLES,
  type PublicUser,
  type Role,
  type UsersAnswer as UsersAnswerShape,
} from '@shop/shared';
import { ShapeOf } from '../../common/shape-of';

@ShapeOf<PublicUser>()
export class PublicUserDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() mobile: string;
  @ApiProperty({ enum: ROLES }) role: Role;
}

@ShapeOf<UsersAnswerShape>()
export class UsersAnswer {
  @ApiProperty({ type: [PublicUserDto] }) users: PublicUserDto[];
  @ApiPropertyOptional({ description: 'How many users match, with ?page= or ?limit=' })
  total?: number;
}
