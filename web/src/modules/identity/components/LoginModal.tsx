import { Dialog } from '@/ui/Dialog/Dialog';
import { Modal } from '@/ui/Dialog/Modal';
import { LoginForm } from './LoginForm';

/** The 'Admin Login' dialog with its form; its own chunk, loaded from the gate's button. */
export function LoginModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog title="Admin Login">{({ close }) => <LoginForm onSuccess={close} />}</Dialog>
    </Modal>
  );
}
