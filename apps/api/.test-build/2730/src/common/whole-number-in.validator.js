import { ValidateBy } from 'class-validator';
/**
 * A whole number from min to max, checked at once so that a wrong value gets one message (IsInt,
 * Min and Max each would add theirs for a value that is not a number at all).
 */
export function IsWholeNumberIn(min, max, message) {
    return ValidateBy({
        name: 'isWholeNumberIn',
        validator: {
            validate: (value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
            defaultMessage: () => message,
        },
    });
}
//# sourceMappingURL=whole-number-in.validator.js.map