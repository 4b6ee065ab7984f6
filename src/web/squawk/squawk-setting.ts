/**
 * The squawk (new red stories read aloud) is switched on per device, as browser notifications
 * are: speech comes out of this device's speakers. The choice is kept in localStorage per user,
 * off by default, and every tab of this browser follows a change at once (the `storage` event).
 */
import { createDeviceSetting } from '@/web/lib/device-setting';

type SquawkSetting = {
  on: boolean;
  /**
   * Stay quiet while the feed's tab is hidden. Off by default: a squawk is for when the reader
   * looks elsewhere. Stories that arrive while it keeps quiet are not read later.
   */
  quietWhenHidden: boolean;
};
const off: SquawkSetting = { on: false, quietWhenHidden: false };

/** Whether this browser can speak at all (the Web Speech API's synthesis). */
export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

const setting = createDeviceSetting('squawk', off);
export const readSquawkSetting = setting.read;
export const saveSquawkSetting = setting.save;
export const useSquawkSetting = setting.use;
