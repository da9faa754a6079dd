export * from './users.js';
export * from './catalog.js';
export * from './orders.js';
export * from './platform.js';
export * from './gift-codes.js';
export * from './delivery-proof.js';
export * from './reminders.js';
export * from './invoices.js';
