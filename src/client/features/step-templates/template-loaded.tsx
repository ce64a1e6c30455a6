import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TemplateResource } from '../../../shared/contract/step-templates';
import { isApiError } from '../../api/api-error';
import { ItemLabel } from '../../ui/item-label';
import { LoadError, Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';

/**
 * A template's screen once it has loaded: a missing template is the 404 page, another
 * problem shows its title, an unreachable server 'Connection error.', and an answer that holds
 * no template 'Template not found.'.
 */
export function TemplateLoaded({
  id,
  query,
  children,
}: {
  id: string;
  query: UseQueryResult<TemplateResource>;
  children: (template: TemplateResource) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Screen title={<ItemLabel value={id} link={false} />}>
        <Loading />
      </Screen>
    );
  }
  if (query.isError) {
    const unreadable = isApiError(query.error) && query.error.kind === 'bad-response';
    return <LoadError error={query.error} connectionText={unreadable ? 'Template not found.' : 'Connection error.'} />;
  }
  return children(query.data);
}
