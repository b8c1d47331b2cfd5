import packageJson from '../package.json' with { type: 'json' };

/** The API's version, from its package.json (inlined by the bundler). */
export const version: string = packageJson.version;
