import { MAP_LOCATION } from '@academy/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultWebConfig, readWebConfig } from '../../shared/config';
import { ContactChannels } from './contact-channels';
import { contactOptions, mapUrl } from './contact-options';

const configured = readWebConfig({
  VITE_SUPPORT_EMAIL: 'admissions@school.example',
  VITE_SUPPORT_PHONE: '+1 (555) 010-2030',
  VITE_MAP_LATITUDE: '43.851',
  VITE_MAP_LONGITUDE: '40.792',
});

function channel(title: string) {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const card = heading.closest('li');
  if (!card) throw new Error(`${title} is not inside a list item`);
  return within(card);
}

describe('the contact options', () => {
  it('are the three contact methods, each with its title, description and icon', () => {
    const options = contactOptions(defaultWebConfig);
    expect(options.map((option) => option.type)).toEqual(['chat', 'location', 'phoneCall']);
    for (const option of options) {
      expect(option.title).toBe(`contact.${option.type}.title`);
      expect(option.description).toBe(`contact.${option.type}.description`);
      expect(option.icon).toBeTypeOf('function');
    }
  });

  it('default to the support address, the phone number and the academy on the map', () => {
    const [chat, location, phoneCall] = contactOptions(defaultWebConfig);
    expect(chat?.info).toBe('support@academy.test');
    expect(location?.info).toBe(
      `https://www.openstreetmap.org/?mlat=${MAP_LOCATION.latitude}&mlon=${MAP_LOCATION.longitude}#map=16/${MAP_LOCATION.latitude}/${MAP_LOCATION.longitude}`,
    );
    expect(phoneCall?.info).toBe(defaultWebConfig.supportPhone);
  });
});

describe('the contact channels', () => {
  it('show the configured support address in chat support', () => {
    render(<ContactChannels options={contactOptions(configured)} />);

    const chat = channel('Chat support');
    expect(
      chat.getByText('Write to the support team and we will answer within one working day.'),
    ).toBeVisible();
    const link = chat.getByRole('link', { name: 'Write to admissions@school.example' });
    expect(link).toHaveAttribute('href', 'mailto:admissions@school.example');
  });

  it('link "Visit us" to the configured coordinates on the map, in a new tab', () => {
    render(<ContactChannels options={contactOptions(configured)} />);

    const link = channel('Visit us').getByRole('link', { name: /open the map/i });
    expect(link).toHaveAttribute('href', mapUrl({ latitude: 43.851, longitude: 40.792 }));
    expect(link.getAttribute('href')).toContain('mlat=43.851&mlon=40.792');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Open the map (opens in a new tab)');
  });

  it('show the configured phone number as a tel: link', () => {
    render(<ContactChannels options={contactOptions(configured)} />);

    const link = channel('Call us').getByRole('link', { name: 'Call +1 (555) 010-2030' });
    expect(link).toHaveAttribute('href', 'tel:+15550102030');
  });
});
