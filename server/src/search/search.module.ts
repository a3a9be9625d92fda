import { Module } from '@nestjs/common';
import { PackagesModule } from '../packages/packages.module';
import { ProductsModule } from '../products/products.module';
import { SearchController } from './search.controller';

@Module({ imports: [ProductsModule, PackagesModule], controllers: [SearchController] })
export class SearchModule {}
