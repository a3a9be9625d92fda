import { describe, expect, it } from 'vitest';
import { categoryFormWarning, packageFormWarning, productFormWarning } from './catalog-form-rules';

const image = (name: string) => new File(['x'], name);
const product = { name: 'Pads', description: 'Ceramic', price: 120, category: 'c1' };
const pkg = {
  name: 'Minor service',
  price: 450,
  description: 'Oil and filter',
  mileage: 10000,
  products: [
    { value: 'a', label: 'Oil' },
    { value: 'b', label: 'Filter' },
  ],
};

describe('admin catalog form rules', () => {
  it('want a product with name, description, price, category and an image', () => {
    expect(productFormWarning(product, [image('a.png')])).toBeNull();
    expect(productFormWarning(product, [])).toBe('admin.products.required');
    // An update without images keeps the product's.
    expect(productFormWarning(product, [], 'update')).toBeNull();
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
    for (const missing of ['name', 'price', 'description', 'mileage'] as const) {
      expect(packageFormWarning({ ...pkg, [missing]: undefined }, [], 'add')).toBe(
        'admin.packages.required',
      );
      expect(packageFormWarning({ ...pkg, [missing]: undefined }, [], 'update')).toBeNull();
    }
    for (const products of [undefined, []]) {
      expect(packageFormWarning({ ...pkg, products }, [], 'add')).toBe('admin.packages.required');
      expect(packageFormWarning({ ...pkg, products }, [], 'update')).toBeNull();
    }
  });

  it('check the image types of a package on add and on update', () => {
    expect(packageFormWarning(pkg, [image('logo.svg')], 'add')).toBe('admin.imageFormat');
    expect(packageFormWarning({}, [image('logo.svg')], 'update')).toBe('admin.imageFormat');
    expect(packageFormWarning({}, [image('logo.webp')], 'update')).toBeNull();
  });
});
