import '../styles/mantine-forms.css';

/*
 * The toasts as the pages without them in their first load (the landing and legal pages)
 * load them on first use: with the forms' sheet, which styles their close button.
 */
export * from './notifications-container';
