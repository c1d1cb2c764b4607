import { useTranslation } from 'react-i18next';
import { DEFAULT_ROUTE } from '../../state/useRouteMemory';
import { NotFoundNotice } from '../../ui/NotFoundNotice';

/** Any address inside the app that no area knows (e.g. /assets/, /creation/xyz). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundNotice
      title={t('shell.notFound.title')}
      text={t('shell.notFound.text')}
      linkLabel={t('shell.notFound.back')}
      to={DEFAULT_ROUTE}
    />
  );
}
