import { TitleScreen } from '../../ui/title-screen';

export function RunStepScreen() {
  return <TitleScreen title="Run Step" />;
}
