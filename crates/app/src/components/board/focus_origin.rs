//! How a square got the focus: by the keyboard (Tab, the arrow keys) or by the mouse (a click,
//! a drag). The browser's `:focus-visible` cannot tell: it turns true at the first key pressed.

use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The origin of the board's focus, kept outside the render (it changes no pixel).
#[derive(Clone, Default)]
pub struct FocusOrigin {
    pointer_pressed: Rc<Cell<bool>>,
    by_keyboard: Rc<Cell<bool>>,
}

impl FocusOrigin {
    /// A button pressed over the board: a focus arriving now is the mouse's.
    pub fn pointer_down(&self) {
        self.pointer_pressed.set(true);
        self.by_keyboard.set(false);
    }

    /// The button released: the mouse gives focus on the press only.
    pub fn pointer_up(&self) {
        self.pointer_pressed.set(false);
    }

    /// A square received the focus.
    pub fn focus_in(&self) {
        self.by_keyboard.set(!self.pointer_pressed.get());
    }

    /// Did the keyboard bring the focus to the square it is on?
    pub fn by_keyboard(&self) -> bool {
        self.by_keyboard.get()
    }
}

/// The board's focus origin, the same across renders.
#[hook]
pub fn use_focus_origin() -> FocusOrigin {
    (*use_memo((), |_| FocusOrigin::default())).clone()
}

#[cfg(test)]
mod tests {
    use super::FocusOrigin;

    #[test]
    fn a_click_gives_the_mouse_focus_and_tab_or_a_script_the_keyboard() {
        let origin = FocusOrigin::default();
        origin.focus_in();
        assert!(origin.by_keyboard(), "Tab (no button down)");
        origin.pointer_down();
        assert!(!origin.by_keyboard(), "a press on the focused square");
        origin.focus_in();
        origin.pointer_up();
        assert!(!origin.by_keyboard(), "a click on another square");
        origin.focus_in();
        assert!(origin.by_keyboard(), "the arrow keys moved the focus on");
    }
}
