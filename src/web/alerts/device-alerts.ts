/**
 * Browser notifications are switched on per device: the browser's permission belongs to this
 * browser, not to the account. The choice (notifications, sound) is kept in localStorage per
 * user, and every tab of this browser follows a change at once (the `storage` event).
 */
import { createDeviceSetting } from '@/web/lib/device-setting';

type DeviceAlerts = { notify: boolean; sound: boolean };
const off: DeviceAlerts = { notify: false, sound: false };

/** Whether this browser can show notifications at all (not in every browser, nor on an insecure origin). */
export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window && window.isSecureContext;

const setting = createDeviceSetting('device-alerts', off);
export const readDeviceAlerts = setting.read;
export const saveDeviceAlerts = setting.save;
export const useDeviceAlerts = setting.use;
