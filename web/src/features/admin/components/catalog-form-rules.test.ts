import { describe, expect, it } from 'vitest';
import {
  categoryFormWarning,
  packageFormWarning,
  parseProductIds,
  productFormWarning,
} from './catalog-form-rules';

const image = (name: string) => new File(['x'], name);
const product = { name: 'Pads', description: 'Ceramic', price: 120, category: 'c1' };
const pkg = {
  name: 'Minor service',
  price: 450,
  description: 'Oil and filter',
  mileage: 10000,
  productIds: 'a, b',
};

describe('admin catalog form rules', () => {
  it('want a product with name, description, price, category and an image', () => {
    expect(productFormWarning(product, [image('a.png')])).toBeNull();
    expect(productFormWarning(product, [])).toBe('admin.products.required');
    for (const missing of ['name', 'description', 'price', 'category'] as const) {
      expect(productFormWarning({ ...product, [missing]: undefined }, [image('a.png')])).toBe(
        'admin.products.required',
      );
    }
    expect(productFormWarning({ ...product, name: '   ' }, [image('a.png')])).toBe(
      'admin.products.required',
    );
  });

  it('accept only jpg, jpeg, png, gif, bmp and webp images, in any case', () => {
    const accepted = ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.bmp', 'f.webp'].map(image);
    expect(productFormWarning(product, accepted)).toBeNull();
    for (const name of ['a.svg', 'b.tiff', 'c.png.exe', 'noextension']) {
      expect(productFormWarning(product, [image('ok.png'), image(name)])).toBe('admin.imageFormat');
    }
  });

  it('want both fields of a category', () => {
    expect(categoryFormWarning({ name: 'Brakes', description: 'Pads' })).toBeNull();
    expect(categoryFormWarning({ name: 'Brakes' })).toBe('admin.categories.required');
    expect(categoryFormWarning({ name: ' ', description: 'Pads' })).toBe(
      'admin.categories.required',
    );
  });

  it('want every field of a new package, but not of an update', () => {
    expect(packageFormWarning(pkg, [], 'add')).toBeNull();
    for (const missing of ['name', 'price', 'description', 'mileage', 'productIds'] as const) {
      expect(packageFormWarning({ ...pkg, [missing]: undefined }, [], 'add')).toBe(
        'admin.packages.required',
      );
      expect(packageFormWarning({ ...pkg, [missing]: undefined }, [], 'update')).toBeNull();
    }
    expect(packageFormWarning({ ...pkg, productIds: ' , ' }, [], 'add')).toBe(
      'admin.packages.productIdsRequired',
    );
  });

  it('check the image types of a package on add and on update', () => {
    expect(packageFormWarning(pkg, [image('logo.svg')], 'add')).toBe('admin.imageFormat');
    expect(packageFormWarning({}, [image('logo.svg')], 'update')).toBe('admin.imageFormat');
    expect(packageFormWarning({}, [image('logo.webp')], 'update')).toBeNull();
  });

  it('split product ids at commas and trim them', () => {
    expect(parseProductIds(' a1 ,b2,, c3 ')).toEqual(['a1', 'b2', 'c3']);
    expect(parseProductIds(undefined)).toEqual([]);
  });
});
