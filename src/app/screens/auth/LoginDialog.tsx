import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Button, Form, Modal, PasswordField, TextField } from '../../ui';
import { useLoginActor } from './use-login-actor';

/** The login modal (seed 000 §2 "Login modal", §4 "Login"). What it shows comes from the login machine. */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const actor = useLoginActor(onClose);
  const userid = useSelector(actor, (s) => s.context.userid);
  const password = useSelector(actor, (s) => s.context.password);
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  return (
    <Modal title="Login" isOpen isDismissable size="sm" onOpenChange={(open) => !open && actor.send({ type: 'login.cancel' })}>
      <Form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'login.submit' });
        }}
      >
        <TextField
          label="User ID"
          name="userid"
          autoComplete="username"
          value={userid}
          onChange={(value) => actor.send({ type: 'login.edit', field: 'userid', value })}
          autoFocus
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => actor.send({ type: 'login.edit', field: 'password', value })}
        />
        {errorMessage && (
          <p className="form-error" role="alert">
            {errorMessage}
          </p>
        )}
        <div className="login-actions">
          {/* Disabled rather than isPending: the dialog closes right after, and a pending announcement would
              point at a button that no longer exists. The global loader shows the wait. */}
          <Button type="submit" isDisabled={busy}>
            Login
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'login.cancel' })}>
            Cancel
          </Button>
        </div>
        <div className="login-links">
          {/* Close the modal as the link navigates (see use-login-actor: never unmount an open modal with its page). */}
          <Link to="/password-management/forgot-password" onClick={onClose}>
            Forgot Password
          </Link>
          <a href="/api/registration-form" download="Conveyancing-Workbench-Registration-Form.pdf">
            Subscribe
          </a>
        </div>
      </Form>
    </Modal>
  );
}
