import { cartBadge } from '../../../domain/requisitions/control-numbers';
import { Button } from '../../ui';
import { CartIcon } from '../requisition-reports/ReportIcons';

/** The cart with its badge (seed 001 §2.8; at most '500+' shown); pressing it opens the cart or says it is empty. */
export function CartButton({ count, onPress, isDisabled }: { count: number; onPress: () => void; isDisabled: boolean }) {
  const badge = cartBadge(count);
  return (
    <Button variant="secondary" className="cart-button" aria-label={`Cart, ${badge} selected`} onPress={onPress} isDisabled={isDisabled}>
      <CartIcon />
      <span className="cart-button__badge" aria-hidden="true">
        {badge}
      </span>
    </Button>
  );
}
