/** The settings module's face: all that other modules and the app use of it (decision 044). */
export { saveSetting, saveSettings } from './admin-settings.js';
export { readPublicSettings } from './public.js';
export { settingsAdminRoutes, settingsRoutes } from './routes.js';
export { readSettingsOf, readStoredValues, settingsFrom, writeSetting } from './service.js';
