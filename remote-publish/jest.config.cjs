module.exports = require('@quire/shared/jest')({ rootDir: __dirname });
