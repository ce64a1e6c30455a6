import { TitleScreen } from '../../ui/title-screen';

export function TemplateEditScreen() {
  return <TitleScreen title="Edit Step Template" />;
}
