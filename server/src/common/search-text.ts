import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from './form-values';

/** `?search=`: the words an admin list is searched by. */
export class SearchTextQuery {
  @ApiPropertyOptional({ description: 'Text to look for', maxLength: 100 })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
