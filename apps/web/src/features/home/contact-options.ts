import type { ContactMethod } from '@academy/contracts';
import type { WebConfig } from '../../shared/config';
import { MapPinIcon } from '../../shared/ui/icons';
import { ChatIcon, type LandingIcon, PhoneIcon } from './landing-icons';

/** One way to reach the academy, as the "Get in touch" section lists it. */
export interface ContactOption {
  type: ContactMethod;
  /** Translation keys in the `home` bundle. */
  title: `contact.${ContactMethod}.title`;
  description: `contact.${ContactMethod}.description`;
  /** What the channel offers: the support address, the map link, the phone number. */
  info: string;
  icon: LandingIcon;
}

/** The location on OpenStreetMap: a marker on the spot, zoomed to the streets around it. */
export function mapUrl({ latitude, longitude }: WebConfig['mapLocation']): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** The three contact channels, from the configured address, phone and location. */
export function contactOptions(config: WebConfig): ContactOption[] {
  return [
    {
      type: 'chat',
      title: 'contact.chat.title',
      description: 'contact.chat.description',
      info: config.supportEmail,
      icon: ChatIcon,
    },
    {
      type: 'location',
      title: 'contact.location.title',
      description: 'contact.location.description',
      info: mapUrl(config.mapLocation),
      icon: MapPinIcon,
    },
    {
      type: 'phoneCall',
      title: 'contact.phoneCall.title',
      description: 'contact.phoneCall.description',
      info: config.supportPhone,
      icon: PhoneIcon,
    },
  ];
}
