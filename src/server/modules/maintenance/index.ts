/** The maintenance module's face: all that other modules and the app use of it (decision 044). */
export { maintenanceSwitch, registerMaintenanceGate, type MaintenanceSwitch } from './gate.js';
