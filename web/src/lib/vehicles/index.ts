/** The vehicle catalog, the shopper's chosen car and how parts fit it (docs/behaviour.md). */
export * from './car-name';
export * from './chosen-car';
export * from './fitment';
export * from './names';
export * from './use-fit-check';
export * from './use-named-car';
export * from './vehicle-queries';
export * from './use-chosen-car';
