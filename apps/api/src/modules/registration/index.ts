/*
 * Nothing of registration is used elsewhere: its routes are registered by src/routes.ts.
 * Another module or a plugin that needs something of it imports it from here, never a file
 * inside.
 */
export {};
