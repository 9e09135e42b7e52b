// @adlaunch/api/testing: what benches and tools outside the API may use to stand up its database and data.
export { createStorage } from '../adapters/storage';
export { loadConfig, type Config } from '../config';
export { migrate, openDatabase } from '../db/database';
export { seedOwner, type OwnerStage } from '../ops/seed-demo';
