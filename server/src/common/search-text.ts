import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trimmed } from './form-values';
import { because } from './shop-error';

/** `?search=`: the words an admin list is searched by. */
export class SearchTextQuery {
  @ApiPropertyOptional({ description: 'Text to look for', maxLength: 100 })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'search' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'search', max: 100 }))
  search?: string;
}
