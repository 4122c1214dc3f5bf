import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errors/errorMessage';

/**
 * Without /config.json the front end cannot know where its API is, so nothing else can work: this plain
 * screen (no theme; translations may be missing too, the English defaults then show) says so and offers a reload.
 */
export function StartupError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main data-testid="startup-error" style={{ maxWidth: 560, margin: '12vh auto 0', padding: '0 24px' }}>
      <h1>{t('shell.startup.title', 'Quire could not start')}</h1>
      <p>
        {t('shell.startup.body', "The server's runtime configuration could not be read: {{message}}", {
          message: errorMessage(error),
        })}
      </p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('shell.errorDialog.reload', 'Reload')}
      </button>
    </main>
  );
}
