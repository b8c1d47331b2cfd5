import { type ApplicantInformation, type Country, emailSchema } from '@academy/contracts';
import { type Control, Controller, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../shared/ui/email-input';
import { PhoneField } from './phone-field';
import { usePhoneSupport } from './phone-support';
import { type MainInformationValues, selected } from './use-main-information-form';
import { useUniquenessCheck } from './use-uniqueness-check';

/*
 * The e-mail and phone fields watch their own values (for the uniqueness check), so typing in
 * them re-renders these fields, not the whole form.
 */

const wellFormedEmail = (value: string) => emailSchema().safeParse(value).success;

type FormControl = Control<MainInformationValues, unknown, ApplicantInformation>;

interface EmailFieldProps {
  control: FormControl;
  registration: UseFormRegisterReturn<'email'>;
  error?: string;
}

export function EmailField({ control, registration, error }: EmailFieldProps) {
  const { t } = useTranslation('registration');
  const email = useWatch({ control, name: 'email' });
  const taken = useUniquenessCheck('email', email, wellFormedEmail(email));
  return <EmailInput label={t('form.email')} error={error ?? taken} {...registration} />;
}

interface PhoneControlProps {
  control: FormControl;
  countries: Country[] | undefined;
  error?: string;
}

export function PhoneControl({ control, countries, error }: PhoneControlProps) {
  const { t } = useTranslation('registration');
  const [phone, countryId] = useWatch({ control, name: ['phone', 'countryId'] });
  // The phone rule loads with the field's other phone code, once a number is there.
  const support = usePhoneSupport(phone !== '');
  const wellFormed = support !== null && support.rules.normalizePhone(phone) !== null;
  const taken = useUniquenessCheck('phone', phone, wellFormed);
  const chosenCountry = selected(countryId);
  const countryCode = countries?.find((country) => String(country.id) === chosenCountry)?.code;
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field }) => (
        <PhoneField
          label={t('form.phone')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error ?? taken ?? undefined}
          suggestedCountry={countryCode ?? null}
        />
      )}
    />
  );
}
