module.exports = require('../tools/jest/preset').preset(__dirname);
