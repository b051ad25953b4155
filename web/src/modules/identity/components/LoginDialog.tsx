import { Button } from '../../../ui/Button/Button';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { DialogTrigger } from '../../../ui/Dialog/DialogTrigger';
import { Modal } from '../../../ui/Dialog/Modal';
import { LoginForm } from './LoginForm';

/** The 'Admin Login' button and the sign-in dialog it opens (spec 001 "Admin login gate"). */
export function LoginDialog() {
  return (
    <DialogTrigger>
      <Button size="lg" fullWidth>
        Admin Login
      </Button>
      <Modal>
        <Dialog title="Admin Login">{({ close }) => <LoginForm onSuccess={close} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}
