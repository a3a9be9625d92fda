/** The shopper's garage as other screens than Add Vehicle read it. */
export { getUserCars } from './get-user-cars';
export { userCarsQuery } from './user-cars-query';
