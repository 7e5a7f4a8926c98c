import { Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { toastQueue } from './toast-queue';
import { ToneIcon } from './ToneIcon';

/** Render once near the root of the app; showToast() feeds it. */
export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className="ui-toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`ui-toast ui-toast--${toast.content.tone}`}>
          <span className="ui-toast__icon">
            <ToneIcon tone={toast.content.tone} />
          </span>
          <ToastContent className="ui-toast__content">
            {/* RAC labels the toast by its title; without one the message itself is the title. */}
            <Text slot="title" className="ui-toast__title">
              {toast.content.title ?? toast.content.message}
            </Text>
            {toast.content.title && (
              <Text slot="description" className="ui-toast__description">
                {toast.content.message}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" variant="icon" aria-label="Close">
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
