import { i18n } from '../../../shared/i18n/i18n';

/**
 * A code question's screen part, with its texts (the `student-code` bundle): both are loaded
 * only when a test with a code question is shown, and together, so the part draws at once.
 */
export async function loadCodeModule<M>(module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, i18n.loadNamespaces('student-code')]);
  return loaded;
}
