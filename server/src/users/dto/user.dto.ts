import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ROLES,
  type PublicUser,
  type Role,
  type UsersAnswer as UsersAnswerShape,
} from '@shop/shared';

export class PublicUserDto implements PublicUser {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() mobile: string;
  @ApiProperty({ enum: ROLES }) role: Role;
}

export class UsersAnswer implements UsersAnswerShape {
  @ApiProperty({ type: [PublicUserDto] }) users: PublicUserDto[];
  @ApiPropertyOptional({ description: 'How many users match, with ?page= or ?limit=' })
  total?: number;
}
