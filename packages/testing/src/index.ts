/*
 * Test-data builders shared by the API's, the web app's and the browser journeys' tests. Each
 * builds a valid value of a contracts type and takes overrides. Nothing here touches a
 * database, a server or a page: those helpers stay with the tests that use them.
 */
export * from './accounts.js';
export * from './admin-dashboard.js';
export * from './applicants.js';
export * from './audit.js';
export * from './billing-screens.js';
export * from './certificates.js';
export * from './errors.js';
export * from './learning-content.js';
export * from './learning-work.js';
export * from './unique.js';
