export * from './applicants.js';
export * from './audit.js';
export * from './billing.js';
export * from './files.js';
export * from './learning.js';
export * from './mail.js';
export * from './progress.js';
export * from './users.js';
