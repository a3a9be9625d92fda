export * from './rules.js';
export * from './constants.js';
export * from './messages.js';
export * from './payment.js';
export * from './images.js';
export * from './api/index.js';
export * from './vin.js';
export * from './errors.js';
