/** Every request and answer of the API: the server's views implement these, the web reads them. */
export * from './envelope.js';
export * from './catalog.js';
export * from './cart.js';
export * from './garage.js';
export * from './accounts.js';
export * from './orders.js';
export * from './einvoicing.js';
export * from './shipping.js';
export * from './queries.js';
export * from './vehicles.js';
export * from './my-account.js';
export * from './promotions.js';
