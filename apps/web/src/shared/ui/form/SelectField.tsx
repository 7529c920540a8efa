import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  Box,
  FormControl,
  FormHelperText,
  type InputBaseComponentProps,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import {
  type ElementType,
  type FocusEventHandler,
  forwardRef,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';

const loadMenu = () => import('./SelectMenu.tsx');
const SelectMenu = lazy(loadMenu);

export interface SelectOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** Called only when the member picks another option than the current one. */
  onChange: (value: Value) => void;
  /** What the closed field shows; the chosen option's label when left out. */
  renderValue?: (value: Value) => ReactNode;
  name?: string;
  helperText?: ReactNode;
  displaySx?: SxProps<Theme>;
}

/**
 * A select drawn as Material's outlined Select, whose list (Menu, Popover, Modal and their
 * transitions) downloads when it is first opened: a screen full of selects starts without them.
 * Same roles as Material's: a combobox that opens a listbox of options, labelled by the field's label.
 */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  renderValue,
  name,
  helperText,
  displaySx,
}: SelectFieldProps<Value>) {
  const labelId = useId();
  const helperId = useId();
  const listboxId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };
  const choose = (next: string) => {
    setOpen(false);
    if (next !== value) onChange(next as Value);
  };

  const displayProps: DisplayProps = {
    display: renderValue ? renderValue(value) : options.find((option) => option.value === value)?.label,
    isOpen,
    labelId,
    listboxId,
    onOpen: open,
    displaySx,
  };

  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>{label}</InputLabel>
      <OutlinedInput
        ref={root}
        label={label}
        name={name}
        value={value}
        inputComponent={SelectDisplay as unknown as ElementType<InputBaseComponentProps>}
        inputProps={displayProps}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      {hasOpened && (
        <Suspense fallback={null}>
          <SelectMenu
            anchor={root.current}
            open={isOpen}
            onClose={() => setOpen(false)}
            listboxId={listboxId}
            labelId={labelId}
            options={options}
            value={value}
            onChoose={choose}
          />
        </Suspense>
      )}
    </FormControl>
  );
}

interface DisplayProps {
  display: ReactNode;
  isOpen: boolean;
  labelId: string;
  listboxId: string;
  onOpen: () => void;
  displaySx?: SxProps<Theme>;
}

/** What the outlined input passes to the element it draws as its input. */
interface InputPartProps extends DisplayProps {
  className?: string;
  name?: string;
  value?: string;
  'aria-describedby'?: string;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

const openingKeys = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/** The closed select inside the outlined input: the chosen option, a hidden input for the form, the arrow. */
const SelectDisplay = forwardRef<{ focus: () => void; value: string | undefined }, InputPartProps>(
  function SelectDisplay(
    {
      className,
      name,
      value,
      display,
      isOpen,
      labelId,
      listboxId,
      onOpen,
      displaySx,
      'aria-describedby': describedBy,
      onFocus,
      onBlur,
    },
    ref,
  ) {
    const element = useRef<HTMLDivElement>(null);
    // The outlined input focuses its "input" when its frame is clicked (here that is the display),
    // and reads its value to know whether the label sits on the frame.
    useImperativeHandle(ref, () => ({ focus: () => element.current?.focus(), value }), [value]);

    const pressKey = (event: KeyboardEvent) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      onOpen();
    };
    const press = (event: MouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      element.current?.focus();
      onOpen();
    };

    return (
      <>
        <Box
          ref={element}
          className={className}
          role="combobox"
          tabIndex={0}
          aria-controls={isOpen ? listboxId : undefined}
          aria-expanded={isOpen}
          aria-haspopup="listbox"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          onKeyDown={pressKey}
          onMouseDown={press}
          // Whoever may open the list soon gets its code on the way.
          onPointerEnter={() => void loadMenu()}
          onFocus={(event) => {
            void loadMenu();
            onFocus?.(event);
          }}
          // While the list is open the field stays focused, as Material's Select does.
          onBlur={(event) => {
            if (!isOpen) onBlur?.(event);
          }}
          sx={[
            {
              // Doubled to win over the input's own padding and height, as Material's Select does.
              '&&': {
                height: 'auto',
                minHeight: '1.4375em',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                userSelect: 'none',
                cursor: 'pointer',
                borderRadius: 1,
                pr: '32px',
              },
            },
            ...(Array.isArray(displaySx) ? displaySx : [displaySx]),
          ]}
        >
          {display}
        </Box>
        <Box
          component="input"
          name={name}
          value={value}
          readOnly
          aria-hidden
          tabIndex={-1}
          sx={{
            position: 'absolute',
            bottom: 0,
            left: 0,
            opacity: 0,
            pointerEvents: 'none',
            width: '100%',
            boxSizing: 'border-box',
          }}
        />
        <ArrowDropDownIcon
          sx={{
            position: 'absolute',
            right: 7,
            top: 'calc(50% - .5em)',
            pointerEvents: 'none',
            color: 'action.active',
            transform: isOpen ? 'rotate(180deg)' : undefined,
          }}
        />
      </>
    );
  },
);
