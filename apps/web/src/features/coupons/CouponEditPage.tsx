import { COUPON_MSG, couponUpdateBody, toCouponUpdateBody, type couponCreateBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm, type ApiForm } from '../../components/form';
import { coupons, updateCoupon } from './api/coupons';
import { CouponForm, emptyCoupon } from './components/CouponForm';

const { generation: _g, code: _c, quantity: _q, ...emptyUpdate } = emptyCoupon;

/** /coupons/{id}/edit: the coupon's fields (its codes are not edited here; each code is enabled or disabled on the show page). */
export default function CouponEditPage() {
  const edit = useEditForm({
    resource: coupons,
    schema: couponUpdateBody,
    defaultValues: { ...emptyUpdate, lock_version: 0 },
    toValues: toCouponUpdateBody,
    update: updateCoupon,
    successMessage: COUPON_MSG.updated,
  });
  return (
    <EditPageFrame title="Editar cupom" edit={edit}>
      <CouponForm form={edit.form as unknown as ApiForm<typeof couponCreateBody>} cancelTo={edit.showTo} creating={false} current={edit.record.data} />
    </EditPageFrame>
  );
}
