//! The same unit tests run natively (`cargo test`) and in the browsers (`wasm-pack test`):
//! test modules import `test` from here, which is wasm-bindgen-test's attribute on wasm32.

#[cfg(target_arch = "wasm32")]
pub(crate) use wasm_bindgen_test::wasm_bindgen_test as test;

#[cfg(not(target_arch = "wasm32"))]
pub(crate) use core::prelude::v1::test;

#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
