import { Controller, Get } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { HealthBody } from '@shop/shared';
import type { Connection } from 'mongoose';
import { ApiErrors } from '../common/api-docs';
import { shopError } from '../common/shop-error';
import { ShapeOf } from '../common/shape-of';

const PING_TIMEOUT_MS = 4000;

@ShapeOf<HealthBody>()
class HealthDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
  @ApiProperty({ example: 'up' }) db: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  @ApiOperation({ summary: 'Whether the API and its database answer' })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors(503)
  async check(): Promise<HealthBody> {
    if (!(await this.databaseAnswers())) {
      throw shopError('DATABASE_UNAVAILABLE');
    }
    return { status: 'ok', db: 'up' };
  }

  private async databaseAnswers(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const ping = db
      .admin()
      .ping()
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
