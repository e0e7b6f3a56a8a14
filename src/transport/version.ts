/** The package version, sent in the User-Agent. Kept in step with package.json by a unit test. */
export const VERSION = "1.1.0";
