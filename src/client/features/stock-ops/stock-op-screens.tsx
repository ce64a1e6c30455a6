import { OperationForm } from './operation-form';
import { OPERATIONS } from './operations';

export const ReceiveScreen = () => <OperationForm key="receive" spec={OPERATIONS.receive} />;
export const ReleaseScreen = () => <OperationForm key="release" spec={OPERATIONS.release} offersAll />;
export const MoveScreen = () => <OperationForm key="move" spec={OPERATIONS.move} />;
