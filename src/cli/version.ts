/** The CLI's version (spec: 1.1.0); a unit test keeps it equal to package.json. */
export const CLI_VERSION = "1.1.0";
