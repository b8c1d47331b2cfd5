import { useTranslation } from 'react-i18next';
import { phoneHref } from '../../shared/config';
import { WrappingText } from '../../shared/ui/wrapping-text';
import type { ContactOption } from './contact-options';
import classes from './contact-section.module.css';
import landing from './landing.module.css';
import { ArrowRightIcon, ExternalIcon } from './landing-icons';

/** The link a channel ends with: write, open the map (in a new tab), or call. */
function ChannelAction({ option }: { option: ContactOption }) {
  const { t } = useTranslation('home');
  switch (option.type) {
    case 'chat':
      return (
        <a href={`mailto:${option.info}`} className={classes.action}>
          <WrappingText
            text={t('contact.chat.action', { email: option.info })}
            email={option.info}
            after={<ArrowRightIcon size={18} className={classes.actionIcon} />}
          />
        </a>
      );
    case 'location':
      return (
        <a href={option.info} target="_blank" rel="noopener noreferrer" className={classes.action}>
          <WrappingText
            text={t('contact.location.action')}
            after={
              <>
                {' '}
                <span className={classes.visuallyHidden}>{t('contact.location.newTab')}</span>
                <ExternalIcon size={18} className={classes.actionIcon} />
              </>
            }
          />
        </a>
      );
    case 'phoneCall':
      return (
        <a href={phoneHref(option.info)} className={classes.action}>
          <WrappingText
            text={t('contact.phoneCall.action', { phone: option.info })}
            after={<ArrowRightIcon size={18} className={classes.actionIcon} />}
          />
        </a>
      );
  }
}

/** The "Get in touch" channels, one card each. */
export function ContactChannels({ options }: { options: readonly ContactOption[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className={landing.grid}>
      {options.map((option) => {
        const Icon = option.icon;
        return (
          <li key={option.type} className={`${landing.card} ${classes.channel}`}>
            <span className={landing.iconTile}>
              <Icon size={24} />
            </span>
            <h3 className={landing.cardTitle}>{t(option.title)}</h3>
            <p className={landing.cardText}>{t(option.description)}</p>
            <p className={classes.actionRow}>
              <ChannelAction option={option} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
