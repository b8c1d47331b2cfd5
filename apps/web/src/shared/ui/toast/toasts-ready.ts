import { installToastKit } from './error-toast';
import * as toastKit from './notifications-container';

/*
 * Imported (for this effect) by every layout whose pages can call the API: the toasts and
 * their CSS come with the page's first load, so a failure is shown even when the network is
 * gone by then.
 */
installToastKit(toastKit);
