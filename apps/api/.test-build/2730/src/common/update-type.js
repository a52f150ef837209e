import { PartialType } from '@nestjs/swagger';
/**
 * The DTO of a PATCH: every field of `classRef` optional. A field left out is left as it is; a
 * field sent as null is validated like any value (and refused where null is no valid value),
 * where PartialType's default would let it through as if missing and hand the service a null.
 */
export function UpdateType(classRef) {
    return PartialType(classRef, { skipNullProperties: false });
}
//# sourceMappingURL=update-type.js.map